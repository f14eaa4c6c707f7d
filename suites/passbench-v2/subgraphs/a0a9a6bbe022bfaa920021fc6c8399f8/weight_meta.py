class Program_weight_tensor_meta_output_4:
    name = "output_4"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0005429359986010241
    std = 0.014329637505917406
    data = None
    min_val = -0.06298828125
    max_val = 0.058349609375


class Program_weight_tensor_meta_hidden_states_95:
    name = "hidden_states_95"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005469836294651031
    std = 0.024611507130552487
    data = None
    min_val = -0.1025390625
    max_val = 0.099609375
