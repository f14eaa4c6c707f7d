class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [1, 7, 7, 8, 8, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.603445091646908e-11
    std = 0.9942789399350838
    data = None
    min_val = -4.449740886688232
    max_val = 4.3653035163879395
