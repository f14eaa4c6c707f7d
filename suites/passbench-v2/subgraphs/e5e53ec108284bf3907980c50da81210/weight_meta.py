class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0001092740137580428
    std = 0.0249860697523385
    data = None
    min_val = -0.1036774069070816
    max_val = 0.10848815739154816


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0010652764213148203
    std = 0.199822200345172
    data = None
    min_val = -0.9102495312690735
    max_val = 0.8930825591087341


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2148116361965222e-05
    std = 0.20043501457914478
    data = None
    min_val = -0.9224973917007446
    max_val = 0.8578318357467651


class Program_weight_tensor_meta_attention_mask_2:
    name = "attention_mask_2"
    shape = [1, 16, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0023775697241500693
    std = 0.011252968952237869
    data = None
    min_val = -0.05421833693981171
    max_val = 0.04462367296218872
