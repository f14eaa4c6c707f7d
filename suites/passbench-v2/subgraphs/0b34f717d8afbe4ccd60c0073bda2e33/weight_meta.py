class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 8, 8, 8, 8, 180]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.8272966142788917e-10
    std = 0.1710307799994423
    data = None
    min_val = -0.7514188885688782
    max_val = 0.8469426035881042
