class Program_weight_tensor_meta_permute_16:
    name = "permute_16"
    shape = [1, 16, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.002486298280601318
    std = 0.02891324826002981
    data = None
    min_val = -0.06627591699361801
    max_val = 0.10757526010274887
