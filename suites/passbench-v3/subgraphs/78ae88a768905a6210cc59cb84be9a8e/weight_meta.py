class Program_weight_tensor_meta_q_embed_1:
    name = "q_embed_1"
    shape = [1, 16, 256, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008208946960248667
    std = 0.9997481869712986
    data = None
    min_val = -4.325809478759766
    max_val = 4.351245403289795


class Program_weight_tensor_meta_k_embed_1:
    name = "k_embed_1"
    shape = [1, 16, 256, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.001220135190628937
    std = 0.9997472964667603
    data = None
    min_val = -4.303277015686035
    max_val = 4.096060276031494


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 256, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.751449865811665e-05
    std = 0.14326168657047883
    data = None
    min_val = -0.6659770011901855
    max_val = 0.6611474752426147
