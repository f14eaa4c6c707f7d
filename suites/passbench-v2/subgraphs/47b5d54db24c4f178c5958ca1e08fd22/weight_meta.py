class Program_weight_tensor_meta_hidden_states_padded_5:
    name = "hidden_states_padded_5"
    shape = [16, 1, 512, 513]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.212290383929921e-07
    std = 0.0163003587523947
    data = None
    min_val = -0.09587088972330093
    max_val = 0.08971789479255676


class Program_weight_tensor_meta_add_6:
    name = "add_6"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [2]
