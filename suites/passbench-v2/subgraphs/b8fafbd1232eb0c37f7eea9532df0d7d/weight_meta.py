class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 50, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003324064304664868
    std = 0.9965170812453648
    data = None
    min_val = -4.462312698364258
    max_val = 3.9361660480499268


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 50, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.678776540803952e-05
    std = 0.005898617183286414
    data = None
    min_val = -0.025332432240247726
    max_val = 0.024115988984704018
