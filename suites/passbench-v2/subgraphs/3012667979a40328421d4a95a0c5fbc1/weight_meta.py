class Program_weight_tensor_meta_q_embed_3:
    name = "q_embed_3"
    shape = [1, 16, 256, 80]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0021449307100046473
    std = 0.9997447942854529
    data = None
    min_val = -4.259609222412109
    max_val = 4.174422264099121


class Program_weight_tensor_meta_k_embed_3:
    name = "k_embed_3"
    shape = [1, 16, 256, 80]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006758956594974747
    std = 0.9997479757559821
    data = None
    min_val = -4.244853496551514
    max_val = 4.119546413421631


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 16, 256, 80]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004005710196860246
    std = 0.1432448347846963
    data = None
    min_val = -0.6994738578796387
    max_val = 0.6508915424346924
