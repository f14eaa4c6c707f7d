class Program_weight_tensor_meta_q_embed_2:
    name = "q_embed_2"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001984774661998338
    std = 0.09139031953710115
    data = None
    min_val = -0.3419313430786133
    max_val = 0.3585614264011383


class Program_weight_tensor_meta_k_embed_2:
    name = "k_embed_2"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011114382828326336
    std = 0.09013504008917758
    data = None
    min_val = -0.35095417499542236
    max_val = 0.3584939241409302


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0024212805824357234
    std = 0.09024374319050021
    data = None
    min_val = -0.3364145755767822
    max_val = 0.32204294204711914


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 17, 17]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
