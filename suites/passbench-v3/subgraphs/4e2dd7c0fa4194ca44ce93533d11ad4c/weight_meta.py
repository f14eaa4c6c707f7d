class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 256, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.892872738599018e-06
    std = 0.0064271400296961835
    data = None
    min_val = -0.047224681824445724
    max_val = 0.050067171454429626
