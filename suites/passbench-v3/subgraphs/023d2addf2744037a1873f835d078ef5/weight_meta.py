class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 2305, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.4446714073786295e-05
    std = 0.0407806770174322
    data = None
    min_val = -0.23119968175888062
    max_val = 0.19119709730148315


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 2305, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.847396089983136e-05
    std = 0.04085420601226675
    data = None
    min_val = -0.20912820100784302
    max_val = 0.2066103219985962


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 2305, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.159535662528408e-06
    std = 0.04080113795938436
    data = None
    min_val = -0.22929520905017853
    max_val = 0.1922212541103363
