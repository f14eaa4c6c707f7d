class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [1, 32, 32, 8, 8, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.0875488883431945e-11
    std = 0.9946819471849864
    data = None
    min_val = -5.068885803222656
    max_val = 4.745420455932617
