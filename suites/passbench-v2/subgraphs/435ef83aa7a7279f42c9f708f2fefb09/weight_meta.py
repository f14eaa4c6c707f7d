class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 20, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.05234130100874381
    std = 0.3103376842416868
    data = None
    min_val = -1.5022724866867065
    max_val = 1.248192310333252
