class Program_weight_tensor_meta_hidden_states_108:
    name = "hidden_states_108"
    shape = [1, 77, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008745462699453199
    std = 0.12573143832006323
    data = None
    min_val = -0.4686349928379059
    max_val = 0.5549835562705994
