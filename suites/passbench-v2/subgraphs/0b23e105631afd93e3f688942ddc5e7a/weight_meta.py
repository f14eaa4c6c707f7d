class Program_weight_tensor_meta_query_11:
    name = "query_11"
    shape = [25, 4, 196, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.4689151136470805e-06
    std = 0.07117704405331672
    data = None
    min_val = -0.36452022194862366
    max_val = 0.379086971282959


class Program_weight_tensor_meta_key_9:
    name = "key_9"
    shape = [25, 4, 196, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0013223320176669595
    std = 0.07186986570214014
    data = None
    min_val = -0.3818588852882385
    max_val = 0.4142882227897644


class Program_weight_tensor_meta_value_9:
    name = "value_9"
    shape = [25, 4, 196, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000634743810446505
    std = 0.07181950915305027
    data = None
    min_val = -0.40162044763565063
    max_val = 0.3848666250705719
