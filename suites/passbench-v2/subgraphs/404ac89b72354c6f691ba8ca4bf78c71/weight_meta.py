class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 100, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.109156103046743e-07
    std = 0.0002561394463528655
    data = None
    min_val = -0.001001100055873394
    max_val = 0.0010425153886899352


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.004289041991970704
    std = 0.04591930905814306
    data = None
    min_val = -0.20235078036785126
    max_val = 0.18369056284427643


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 8, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00013252998718937134
    std = 0.01599325077447958
    data = None
    min_val = -0.05617634952068329
    max_val = 0.06327766925096512
