class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [3, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.372846642339165e-06
    std = 5.045525158731344e-05
    data = None
    min_val = -0.00013176101492717862
    max_val = 0.00023472015163861215
