class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 4, 22, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008859756914964898
    std = 0.0128140521732944
    data = None
    min_val = -0.037292979657649994
    max_val = 0.03463985025882721


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 4, 22, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0002340361840073125
    std = 0.010574158320366386
    data = None
    min_val = -0.03560590371489525
    max_val = 0.029951948672533035


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 4, 22, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00011250281485527839
    std = 0.013042767081864684
    data = None
    min_val = -0.04030507802963257
    max_val = 0.04331083595752716
