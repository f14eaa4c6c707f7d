class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.959799405798449e-05
    std = 0.11085836244709787
    data = None
    min_val = -0.5652419924736023
    max_val = 0.49828675389289856


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.8857945519573113e-05
    std = 0.11069862499970966
    data = None
    min_val = -0.5074460506439209
    max_val = 0.4560350179672241


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 196, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.087816712596012e-05
    std = 0.1108775052381221
    data = None
    min_val = -0.4529782235622406
    max_val = 0.5127989649772644
