class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 19, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0002821085130594918
    std = 0.09583521226050967
    data = None
    min_val = -0.3815547525882721
    max_val = 0.3539639115333557


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 19, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00046648735152300837
    std = 0.09607667015745536
    data = None
    min_val = -0.338803231716156
    max_val = 0.39218857884407043


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 19, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.000636916471305819
    std = 0.09687736459842314
    data = None
    min_val = -0.4669082462787628
    max_val = 0.35157307982444763


class Program_weight_tensor_meta_attention_mask_2:
    name = "attention_mask_2"
    shape = [1, 1, 19, 19]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None
