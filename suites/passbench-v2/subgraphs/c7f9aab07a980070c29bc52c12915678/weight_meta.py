class Program_weight_tensor_meta_text_value_states_1:
    name = "text_value_states_1"
    shape = [1, 4, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004336291478045963
    std = 0.12643305842207192
    data = None
    min_val = -0.5278555154800415
    max_val = 0.5666242241859436


class Program_weight_tensor_meta_text_key_states_2:
    name = "text_key_states_2"
    shape = [4, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006599773177396178
    std = 0.12629114170509317
    data = None
    min_val = -0.5616904497146606
    max_val = 0.6006120443344116
