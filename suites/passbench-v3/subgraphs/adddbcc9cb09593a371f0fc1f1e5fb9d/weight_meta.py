class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 384, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017163895829461328
    std = 0.0549335243961727
    data = None
    min_val = -0.2758435606956482
    max_val = 0.26797351241111755


class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 128, 128, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.8636813933443212e-08
    std = 0.9993359670017241
    data = None
    min_val = -4.51792049407959
    max_val = 6.251973628997803
