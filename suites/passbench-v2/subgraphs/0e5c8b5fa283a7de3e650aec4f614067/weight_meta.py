class Program_weight_tensor_meta_permute_5:
    name = "permute_5"
    shape = [16, 49, 6, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.684892313095161e-05
    std = 0.008099166528966034
    data = None
    min_val = -0.030600544065237045
    max_val = 0.03200936317443848
