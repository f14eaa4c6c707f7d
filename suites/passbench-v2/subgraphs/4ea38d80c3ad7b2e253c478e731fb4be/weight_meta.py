class Program_weight_tensor_meta_key_states_9:
    name = "key_states_9"
    shape = [1, 8, 35, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008518669984953573
    std = 0.20099533718153983
    data = None
    min_val = -0.7528738975524902
    max_val = 0.8384666442871094


class Program_weight_tensor_meta_value_states_9:
    name = "value_states_9"
    shape = [1, 8, 35, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00043067056673018147
    std = 0.12090838104916161
    data = None
    min_val = -0.4475363790988922
    max_val = 0.535331130027771
