class Program_weight_tensor_meta_stack_1:
    name = "stack_1"
    shape = [1, 28, 28, 64, 2]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.46352294180438
    std = 0.5339937563706912
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_pos_x_1:
    name = "pos_x_1"
    shape = [1, 28, 28, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.46352294180438
    std = 0.5339937563706912
    data = None
    min_val = -1.0
    max_val = 1.0
