class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00013079656969494646
    std = 0.024917745656375705
    data = None
    min_val = -0.09895236045122147
    max_val = 0.10170233249664307


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 8, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00013159852966992958
    std = 0.20071088989931476
    data = None
    min_val = -0.8630831241607666
    max_val = 0.7449513077735901


class Program_weight_tensor_meta_value_states_4:
    name = "value_states_4"
    shape = [1, 8, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0028760292173841684
    std = 0.20009186976189008
    data = None
    min_val = -0.8286706805229187
    max_val = 0.8531062602996826


class Program_weight_tensor_meta_attention_mask_6:
    name = "attention_mask_6"
    shape = [1, 8, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0017384289202198033
    std = 0.008580114641801497
    data = None
    min_val = -0.023276640102267265
    max_val = 0.022857079282402992
