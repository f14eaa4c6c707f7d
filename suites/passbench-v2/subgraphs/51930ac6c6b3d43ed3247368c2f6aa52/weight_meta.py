class Program_weight_tensor_meta_linear_5:
    name = "linear_5"
    shape = [1024, 8, 8, 576]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5372069447500854e-06
    std = 0.03881919953371616
    data = None
    min_val = -0.2109135240316391
    max_val = 0.21499039232730865
