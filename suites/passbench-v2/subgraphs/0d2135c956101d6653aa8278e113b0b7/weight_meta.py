class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 40, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006169829904280278
    std = 0.16167110444403962
    data = None
    min_val = -0.6335853338241577
    max_val = 0.6311407685279846


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 40, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0017098310513034675
    std = 0.16412580812201483
    data = None
    min_val = -0.6231164336204529
    max_val = 0.6998069882392883


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 40, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.255311338167814e-05
    std = 0.1300333105972521
    data = None
    min_val = -0.5331233739852905
    max_val = 0.5248536467552185


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 40, 40]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
