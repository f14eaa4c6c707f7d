class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 8, 40, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001413429086624518
    std = 0.23415358059745678
    data = None
    min_val = -0.8358303904533386
    max_val = 0.9281433820724487


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 8, 40, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006095135436300581
    std = 0.16108094808449994
    data = None
    min_val = -0.650757372379303
    max_val = 0.6280262470245361
