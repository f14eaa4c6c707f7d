class Program_weight_tensor_meta_transpose_28:
    name = "transpose_28"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.4196400610548669e-07
    std = 6.376298292987777e-05
    data = None
    min_val = -0.0002688524255063385
    max_val = 0.00029153129435144365
