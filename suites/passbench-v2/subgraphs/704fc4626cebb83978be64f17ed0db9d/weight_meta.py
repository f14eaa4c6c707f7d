class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 8, 33, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005531100097165405
    std = 0.20916410418536702
    data = None
    min_val = -0.8936852812767029
    max_val = 0.8116905093193054


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 8, 33, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0019102429819213285
    std = 0.1415548141489035
    data = None
    min_val = -0.5873867869377136
    max_val = 0.5804362297058105
