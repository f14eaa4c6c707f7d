class Program_weight_tensor_meta_value_states_22:
    name = "value_states_22"
    shape = [1, 6, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002900441566756247
    std = 0.03974636277010717
    data = None
    min_val = -0.1523512303829193
    max_val = 0.1586662381887436


class Program_weight_tensor_meta_key_states_23:
    name = "key_states_23"
    shape = [6, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.254304825380435e-05
    std = 0.04219614601102533
    data = None
    min_val = -0.14802640676498413
    max_val = 0.13727392256259918
