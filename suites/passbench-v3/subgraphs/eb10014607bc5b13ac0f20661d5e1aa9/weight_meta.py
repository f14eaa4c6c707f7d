class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 192, 256, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.059395179125182e-08
    std = 0.038892509370898116
    data = None
    min_val = -0.2071821242570877
    max_val = 0.21577483415603638


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 256, 256, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1711855814232458e-10
    std = 0.994833374197722
    data = None
    min_val = -4.9440598487854
    max_val = 4.854620456695557
