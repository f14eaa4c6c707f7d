class Program_weight_tensor_meta_stack_71:
    name = "stack_71"
    shape = [1, 36, 36, 64, 2]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.49432866139801973
    std = 0.5056092547169073
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_pos_x_7:
    name = "pos_x_7"
    shape = [1, 36, 36, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4943286613980198
    std = 0.5056092547169072
    data = None
    min_val = -1.0
    max_val = 1.0
