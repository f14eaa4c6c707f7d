class Program_weight_tensor_meta_permute_29:
    name = "permute_29"
    shape = [1, 5, 7, 5, 7, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.332127845934948e-06
    std = 0.002001514930836152
    data = None
    min_val = -0.007964606396853924
    max_val = 0.007924404926598072
