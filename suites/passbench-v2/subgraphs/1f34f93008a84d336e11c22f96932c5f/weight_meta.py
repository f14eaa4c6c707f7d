class Program_weight_tensor_meta_linear_22:
    name = "linear_22"
    shape = [1, 35, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.06927678120147383
    std = 0.310710496152766
    data = None
    min_val = -1.4381815195083618
    max_val = 1.360543966293335
