class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.251238063392783e-05
    std = 0.025068662553422067
    data = None
    min_val = -0.10871051251888275
    max_val = 0.11574504524469376


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007733828604583604
    std = 0.20025154407816656
    data = None
    min_val = -0.8609285354614258
    max_val = 0.8962478637695312


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007649632442947585
    std = 0.20125597397255346
    data = None
    min_val = -0.8631354570388794
    max_val = 0.8420678973197937


class Program_weight_tensor_meta_attention_mask_4:
    name = "attention_mask_4"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0023775697241500693
    std = 0.011252968952237869
    data = None
    min_val = -0.05421833693981171
    max_val = 0.04462367296218872
