class Program_weight_tensor_meta_attn_weights_3:
    name = "attn_weights_3"
    shape = [1, 12, 12, 12]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.08333333369886599
    std = 0.12263162589214968
    data = None
    min_val = 0.00021975513664074242
    max_val = 0.9396711587905884


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 12, 12, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001527248090477921
    std = 0.17343945507520064
    data = None
    min_val = -0.6884223222732544
    max_val = 0.7517712712287903
