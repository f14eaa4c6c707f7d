class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.74257489992596e-06
    std = 0.11054701682280683
    data = None
    min_val = -0.5340508222579956
    max_val = 0.5396064519882202


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00028270179155942093
    std = 0.11014296216643987
    data = None
    min_val = -0.47461140155792236
    max_val = 0.5450770854949951


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00012951414605921093
    std = 0.11044091924924639
    data = None
    min_val = -0.4883958101272583
    max_val = 0.48273709416389465
