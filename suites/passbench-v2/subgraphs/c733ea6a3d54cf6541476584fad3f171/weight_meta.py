class Program_weight_tensor_meta_stack_1:
    name = "stack_1"
    shape = [1, 7, 7, 64, 2]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4906113181532954
    std = 0.5092562094735315
    data = None
    min_val = -0.9999997615814209
    max_val = 1.0


class Program_weight_tensor_meta_pos_x_1:
    name = "pos_x_1"
    shape = [1, 7, 7, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.4906113181532954
    std = 0.5092562094735315
    data = None
    min_val = -0.9999997615814209
    max_val = 1.0
