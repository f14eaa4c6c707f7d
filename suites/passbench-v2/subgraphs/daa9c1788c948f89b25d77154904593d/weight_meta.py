class Program_weight_tensor_meta_stack_3:
    name = "stack_3"
    shape = [1, 14, 14, 64, 2]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.493008551468962
    std = 0.506905132080133
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_pos_x_3:
    name = "pos_x_3"
    shape = [1, 14, 14, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.493008551468962
    std = 0.506905132080133
    data = None
    min_val = -1.0
    max_val = 1.0
