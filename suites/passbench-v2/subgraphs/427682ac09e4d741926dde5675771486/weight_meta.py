class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 33, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.05811598416822204
    std = 0.25872791205138834
    data = None
    min_val = -1.1836988925933838
    max_val = 1.112344741821289
