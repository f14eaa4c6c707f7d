class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0004975956918828079
    std = 0.11064013815440428
    data = None
    min_val = -0.5682442784309387
    max_val = 0.5109707713127136
