class Program_weight_tensor_meta_query_states_3:
    name = "query_states_3"
    shape = [1, 12, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0006657568466137485
    std = 0.11026043596968255
    data = None
    min_val = -0.3267453610897064
    max_val = 0.37470725178718567


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 12, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002007465249938164
    std = 0.11215759588944561
    data = None
    min_val = -0.38828766345977783
    max_val = 0.3467482626438141


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 12, 49, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005754757799509423
    std = 0.11329095284957634
    data = None
    min_val = -0.37400582432746887
    max_val = 0.3651178479194641
