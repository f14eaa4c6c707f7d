class Program_weight_tensor_meta_stack_7:
    name = "stack_7"
    shape = [1, 56, 56, 64, 2]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.49461340348321514
    std = 0.5053298129336333
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_pos_x_7:
    name = "pos_x_7"
    shape = [1, 56, 56, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4946134034832151
    std = 0.5053298129336334
    data = None
    min_val = -1.0
    max_val = 1.0
