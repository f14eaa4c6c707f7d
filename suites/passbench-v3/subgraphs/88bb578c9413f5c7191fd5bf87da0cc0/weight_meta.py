class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2754891210625185e-06
    std = 0.012600626704485514
    data = None
    min_val = -0.0647343099117279
    max_val = 0.05907706916332245


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.79504271861424e-05
    std = 0.1008407819585229
    data = None
    min_val = -0.5115910172462463
    max_val = 0.49403947591781616


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.179316100254664e-05
    std = 0.10097996208314944
    data = None
    min_val = -0.5100222826004028
    max_val = 0.48252272605895996
