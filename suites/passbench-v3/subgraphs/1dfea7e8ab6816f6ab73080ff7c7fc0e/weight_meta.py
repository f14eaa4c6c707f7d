class Program_weight_tensor_meta_query_states_3:
    name = "query_states_3"
    shape = [16, 6, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00014676252161379148
    std = 0.05530232485315363
    data = None
    min_val = -0.26178351044654846
    max_val = 0.2679692506790161


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [16, 6, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011680040099566737
    std = 0.05517737138510258
    data = None
    min_val = -0.23369477689266205
    max_val = 0.24335913360118866


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [16, 6, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3062823142275804e-05
    std = 0.05535714039266328
    data = None
    min_val = -0.2661856710910797
    max_val = 0.2492852509021759


class Program_weight_tensor_meta_combined_mask_1:
    name = "combined_mask_1"
    shape = [16, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -22.990420658059143
    std = 42.077194595060874
    data = None
    min_val = -100.0
    max_val = 0.0
