class Program_weight_tensor_meta_permute_10:
    name = "permute_10"
    shape = [12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.015168720080185e-05
    std = 7.288660152468174e-05
    data = None
    min_val = -0.00014436375931836665
    max_val = 0.0003885771438945085
