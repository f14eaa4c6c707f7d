class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [128, 1, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.741878232553457e-05
    std = 0.12793393909453887
    data = None
    min_val = -0.7101619243621826
    max_val = 0.6484865546226501
