class Program_weight_tensor_meta_linear_6:
    name = "linear_6"
    shape = [1, 1500, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000317977681092338
    std = 0.12466051066916317
    data = None
    min_val = -0.605955958366394
    max_val = 0.5785743594169617
