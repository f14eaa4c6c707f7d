class Program_weight_tensor_meta_query_states_5:
    name = "query_states_5"
    shape = [1, 16, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0037210799466229627
    std = 0.1286758756098135
    data = None
    min_val = -0.5994279980659485
    max_val = 0.5434818863868713


class Program_weight_tensor_meta_cos_8:
    name = "cos_8"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5417290840198916
    std = 0.6637756354125948
    data = None
    min_val = -0.9999850392341614
    max_val = 1.0


class Program_weight_tensor_meta_sin_8:
    name = "sin_8"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583


class Program_weight_tensor_meta_key_states_5:
    name = "key_states_5"
    shape = [1, 16, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004087473077067916
    std = 0.12848169702387197
    data = None
    min_val = -0.5247658491134644
    max_val = 0.6032221913337708
