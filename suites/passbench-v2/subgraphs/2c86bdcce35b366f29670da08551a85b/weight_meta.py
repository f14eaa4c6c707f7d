class Program_weight_tensor_meta_query_states_12:
    name = "query_states_12"
    shape = [1, 8, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00044419621880109617
    std = 0.03524520840725165
    data = None
    min_val = -0.13627363741397858
    max_val = 0.1380382776260376


class Program_weight_tensor_meta_key_states_12:
    name = "key_states_12"
    shape = [1, 8, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007512247619629875
    std = 0.03616739354844402
    data = None
    min_val = -0.12664048373699188
    max_val = 0.13151970505714417


class Program_weight_tensor_meta_value_states_12:
    name = "value_states_12"
    shape = [1, 8, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006374714934551662
    std = 0.03545926483506774
    data = None
    min_val = -0.1349586844444275
    max_val = 0.12285622954368591


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 16, 16]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
